// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c20 : register(c20);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c23 : register(c23);
float4 c25 : register(c25);
float4 c26 : register(c26);
bool b6 : register(b6);
bool b7 : register(b7);
bool b8 : register(b8);
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
    if (!true) {
        r0.xyzw = r0.xyzw + c25.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (!true) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c26.xyzw;
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b7) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c23.xyzw;
    }
    if (!false) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.x = dot(r0.xyzw, r1.xyzw);
    }
    [branch] if (b8) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = r0.yzwx;
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c25.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (!true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c21.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c20.xyzw;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
