// Decompiled by dxsm from vs_2_0 code.
float4 c1 : register(c1);
float4 c37 : register(c37);
float4 c40 : register(c40);
float4 c41 : register(c41);
float4 c42 : register(c42);
float4 c44 : register(c44);
bool b0 : register(b0);
bool b3 : register(b3);
bool b9 : register(b9);
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
    [branch] if (!b9) {
        r0.xyzw = r0.xyzw + c37.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (!b0) {
        r0.xyzw = r0.xyzw + c40.xyzw;
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    } else {
        r0.xy = r0.xy + r1.xy;
    }
    if (true) {
        r0.xy = r0.xy + r1.xy;
    } else {
        r0.xyzw = r0.xyzw + c40.xyzw;
    }
    if (true) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    } else {
        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw + c42.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c44.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c37.xyzw;
    } else {
        r0.xyzw = r0.xyzw + c41.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
