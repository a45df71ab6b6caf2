// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c43 : register(c43);
float4 c44 : register(c44);
bool b3 : register(b3);
bool b10 : register(b10);
bool b12 : register(b12);
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
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b10) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw + c44.xyzw;
    }
    if (false) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw + c44.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c43.xyzw;
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b10) {
        r1.xyzw = r0.yzwx;
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (!b12) {
        r0.xyzw = r0.xyzw + c44.xyzw;
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (!b15) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
