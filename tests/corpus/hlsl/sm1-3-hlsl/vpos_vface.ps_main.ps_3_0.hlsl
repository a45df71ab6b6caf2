// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
struct Input {
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input, float2 position : VPOS) {
    Output output;
    precise float4 r0 = 0;
    float4 vPos = float4(position, 0, 0);
    precise float4 oC0 = 0;
    oC0.xy = c0.zw * vPos.xy;
    r0.xy = float4(0.125, 0.5, 1.0, 0.0).xx * vPos.xy;
    r0.zw = frac(r0.xy);
    r0.xy = (-r0.zw) + r0.xy;
    r0.x = r0.y + r0.x;
    r0.y = r0.x * float4(0.125, 0.5, 1.0, 0.0).y;
    r0.y = frac(abs(r0.y));
    r0.x = (r0.x >= 0.0) ? r0.y : (-r0.y);
    oC0.z = r0.x + r0.x;
    oC0.w = float4(0.125, 0.5, 1.0, 0.0).z;
    output.oC0 = oC0.xyzw;
    return output;
}
