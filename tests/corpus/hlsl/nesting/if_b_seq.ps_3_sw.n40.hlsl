// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c15 : register(c15);
float4 c17 : register(c17);
float4 c18 : register(c18);
float4 c19 : register(c19);
float4 c22 : register(c22);
bool b2 : register(b2);
bool b5 : register(b5);
bool b6 : register(b6);
bool b8 : register(b8);
bool b10 : register(b10);
bool b12 : register(b12);
bool b13 : register(b13);
bool b14 : register(b14);
bool b15 : register(b15);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (!false) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b5) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b6) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c18.xyzw;
    }
    [branch] if (b10) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c17.xyzw;
    }
    if (true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b5) {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    [branch] if (b5) {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (b12) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b10) {
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b14) {
        r0.xyzw = r0.xyzw + c17.xyzw;
    }
    if (!false) {
        r1.xyzw = r0.yzwx;
    }
    if (!true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    [branch] if (b13) {
    } else {
        r0.xyzw = r0.xyzw + c19.xyzw;
    }
    [branch] if (b10) {
    } else {
        r0.xyzw = r0.xyzw + c18.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    [branch] if (b8) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b6) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b8) {
        r0.xyzw = r0.xyzw + c18.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c17.xyzw;
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b12) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c15.xyzw;
    }
    [branch] if (b8) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b14) {
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b13) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b2) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b5) {
    } else {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
