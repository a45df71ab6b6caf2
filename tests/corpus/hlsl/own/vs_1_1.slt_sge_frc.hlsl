// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oT0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oT0 = 0;
    r0.xyzw = (float4)(v0.xyzw < c0.xyzw);
    r1.xyzw = (float4)(v0.xyzw >= c1.xyzw);
    r2.xy = frac(v0.xy);
    r3.xyzw = min(r0.xyzw, r1.xyzw);
    r3.xyzw = max(r3.xyzw, r2.xyyy);
    oPos.xyzw = v0.xyzw;
    oT0.xyzw = r3.xyzw;
    output.oPos = oPos.xyzw;
    output.oT0 = oT0.xyzw;
    return output;
}
