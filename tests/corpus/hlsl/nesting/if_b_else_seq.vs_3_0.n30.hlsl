// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c24 : register(c24);
float4 c26 : register(c26);
float4 c27 : register(c27);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c30 : register(c30);
float4 c31 : register(c31);
bool b0 : register(b0);
bool b1 : register(b1);
bool b3 : register(b3);
bool b4 : register(b4);
bool b10 : register(b10);
bool b13 : register(b13);
bool b14 : register(b14);
bool b15 : register(b15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c29.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c24.xyzw;
    }
    [branch] if (b14) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (!b3) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (!b13) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c28.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c27.xyzw;
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + c30.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (!b10) {
        r0.xyzw = r0.xyzw + c30.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b14) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (!b4) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (!b4) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c31.xyzw;
    }
    [branch] if (b15) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c28.xyzw;
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c27.xyzw;
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b4) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b13) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c30.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b4) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b4) {
        r0.xyzw = r0.xyzw + c31.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c29.xyzw;
    }
    [branch] if (!b0) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
