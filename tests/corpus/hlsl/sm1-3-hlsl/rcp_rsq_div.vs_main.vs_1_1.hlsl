// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    r0.x = 1.0 / c0.x;
    oD0.x = r0.x * v0.x;
    r0.xy = max((-v0.yz), v0.yz);
    r0.x = r0.x + float4(1.0, 0.0, 0.0, 0.0).x;
    r0.y = rsqrt(r0.y);
    oD0.z = 1.0 / r0.y;
    oD0.y = rsqrt(r0.x);
    r0.x = 1.0 / c0.w;
    r0.x = r0.x * v0.w;
    r0.y = (float)(r0.x >= (-r0.x));
    r0.x = max((-r0.x), r0.x);
    r1.y = frac(r0.x);
    r0.x = r1.y + r1.y;
    r0.x = mad(r0.y, r0.x, (-r1.y));
    oD0.w = r0.x * c0.w;
    oPos.xyzw = v0.xyzw;
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
