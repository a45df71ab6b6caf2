// Decompiled by dxsm from vs_2_sw code.
float4 c0 : register(c0);
float4 c31 : register(c31);
float4 c33 : register(c33);
float4 c34 : register(c34);
float4 c36 : register(c36);
float4 c37 : register(c37);
float4 c38 : register(c38);
bool b0 : register(b0);
bool b2 : register(b2);
bool b6 : register(b6);
bool b7 : register(b7);
bool b11 : register(b11);
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
    r1.xyzw = c0.xyzw;
    if (!false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b2) {
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (true) {
        r0.xy = r0.xy + r1.xy;
    }
    if (!false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c36.xyzw;
    }
    if (false) {
        r1.xyzw = r0.yzwx;
    }
    if (true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b11) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c37.xyzw;
    }
    [branch] if (b2) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c36.xyzw;
    }
    if (!true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b0) {
        r0.xy = r0.xy + r1.xy;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c34.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c38.xyzw;
    }
    [branch] if (b7) {
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b11) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xy = r0.xy + r1.xy;
    }
    if (true) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (!false) {
        r1.xyzw = r0.yzwx;
    }
    if (false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b11) {
        r0.xy = r0.xy + r1.xy;
    }
    if (true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b2) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b7) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (!false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b0) {
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (!true) {
        r0.xy = r0.xy + r1.xy;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c38.xyzw;
    }
    if (false) {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c33.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b15) {
    } else {
        r0.xyzw = r0.xyzw + c37.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c38.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b7) {
    } else {
        r0.xyzw = r0.xyzw + c36.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c38.xyzw;
    }
    [branch] if (b2) {
        r0.xyzw = r0.xyzw + c31.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
