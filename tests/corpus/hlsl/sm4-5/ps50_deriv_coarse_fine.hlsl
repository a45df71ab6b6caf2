// Decompiled by dxsm from ps_5_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 WORLDPOS0 : WORLDPOS0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyz = input.WORLDPOS0;
    r0.xyz = ddx_fine(v1.zxy);
    r1.xyz = ddy_fine(v1.yzx);
    r0.xyz = mad(r0.zxy, r1.yzx, (-(r0.xyz * r1.xyz)));
    r0.w = rsqrt(dot(r0.xyz, r0.xyz));
    r0.xyz = r0.www * r0.xyz;
    r1.xyz = ddx_coarse(v1.zxy);
    r2.xyz = ddy_coarse(v1.yzx);
    r1.xyz = mad(r1.zxy, r2.yzx, (-(r1.xyz * r2.xyz)));
    r0.w = rsqrt(dot(r1.xyz, r1.xyz));
    r1.xyz = mad((-r1.xyz), r0.www, r0.xyz);
    o0.xyz = mad(r0.xyz, float3(0.5f, 0.5f, 0.5f), float3(0.5f, 0.5f, 0.5f));
    o0.w = sqrt(dot(r1.xyz, r1.xyz));
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
