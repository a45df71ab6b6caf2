// Decompiled by dxsm from ps_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float3 BARY0 : BARY0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    v2.xyz = input.BARY0;
    r0.xyz = saturate((float3(1.0f, 1.0f, 1.0f) / ((abs(ddx(v2.xyz)) + abs(ddy(v2.xyz))) * float3(1.5f, 1.5f, 1.5f))) * v2.xyz);
    r1.xyz = mad(r0.xyz, float3(-2.0f, -2.0f, -2.0f), float3(3.0f, 3.0f, 3.0f));
    r0.xyz = (r0.xyz * r0.xyz) * r1.xyz;
    r0.x = min(r0.y, r0.x);
    o0.y = min(r0.z, r0.x);
    r0.xy = v1.xy * float2(16.0f, 16.0f);
    r0.zw = ddx(r0.xy);
    r0.xy = ddy(r0.xy);
    r0.xy = abs(r0.xy) + abs(r0.zw);
    r0.zw = frac(mad(v1.xy, float2(16.0f, 16.0f), float2(-0.5f, -0.5f))) + float2(-0.5f, -0.5f);
    r0.xy = abs(r0.zw) / r0.xy;
    o0.x = min(min(r0.y, r0.x), 1.0f);
    o0.z = ddx(v1.x) * 100.0f;
    o0.w = ddy(v1.y) * 100.0f;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
