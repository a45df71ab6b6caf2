// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c59 : register(c59);
float4 c60 : register(c60);
float4 c62 : register(c62);
float4 c63 : register(c63);
bool b0 : register(b0);
bool b5 : register(b5);
bool b13 : register(b13);
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
    if (!true) {
        r0.xyzw = r0.xyzw + c59.xyzw;
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + c59.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c62.xyzw;
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c60.xyzw;
    }
    [branch] if (!b5) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c63.xyzw;
    }
    [branch] if (b13) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c60.xyzw;
    }
    if (!true) {
        r1.xyzw = r0.yzwx;
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
