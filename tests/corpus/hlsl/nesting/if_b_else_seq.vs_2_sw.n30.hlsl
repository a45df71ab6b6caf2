// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c24 : register(c24);
float4 c25 : register(c25);
float4 c26 : register(c26);
float4 c27 : register(c27);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c30 : register(c30);
float4 c31 : register(c31);
bool b1 : register(b1);
bool b5 : register(b5);
bool b7 : register(b7);
bool b8 : register(b8);
bool b15 : register(b15);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (!false) {
        r0.xyzw = r0.xyzw + c30.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b5) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c26.xyzw;
    }
    if (!true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c28.xyzw;
    }
    [branch] if (!b15) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!true) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (!true) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c24.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c31.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c24.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c29.xyzw;
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (!b7) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c25.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c27.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c29.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (!b8) {
        r0.xyzw = r0.xyzw + c30.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c31.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c28.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c30.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c24.xyzw;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c24.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c31.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    } else {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c27.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c24.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c27.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b5) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c28.xyzw;
    }
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b7) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c24.xyzw;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c29.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c31.xyzw;
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c28.xyzw;
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
