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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xy = asuint(input.TEXCOORD0);
    v2.xyz = asuint(input.BARY0);
    r0.xyz = asuint(ddx(asfloat(v2.xyz)));
    r1.xyz = asuint(ddy(asfloat(v2.xyz)));
    r0.xyz = asuint(abs(asfloat(r0.xyz)) + abs(asfloat(r1.xyz)));
    r0.xyz = asuint(asfloat(r0.xyz) * float3(1.5f, 1.5f, 1.5f));
    r0.xyz = asuint(float3(1.0f, 1.0f, 1.0f) / asfloat(r0.xyz));
    r0.xyz = asuint(saturate(asfloat(r0.xyz) * asfloat(v2.xyz)));
    r1.xyz = asuint(mad(asfloat(r0.xyz), float3(-2.0f, -2.0f, -2.0f), float3(3.0f, 3.0f, 3.0f)));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(r0.xyz));
    r0.xyz = asuint(asfloat(r0.xyz) * asfloat(r1.xyz));
    r0.x = asuint(min(asfloat(r0.y), asfloat(r0.x)));
    o0.y = asuint(min(asfloat(r0.z), asfloat(r0.x)));
    r0.xy = asuint(asfloat(v1.xy) * float2(16.0f, 16.0f));
    r0.zw = asuint(ddx(asfloat(r0.xy)));
    r0.xy = asuint(ddy(asfloat(r0.xy)));
    r0.xy = asuint(abs(asfloat(r0.xy)) + abs(asfloat(r0.zw)));
    r0.zw = asuint(mad(asfloat(v1.xy), float2(16.0f, 16.0f), float2(-0.5f, -0.5f)));
    r0.zw = asuint(frac(asfloat(r0.zw)));
    r0.zw = asuint(asfloat(r0.zw) + float2(-0.5f, -0.5f));
    r0.xy = asuint(abs(asfloat(r0.zw)) / asfloat(r0.xy));
    r0.x = asuint(min(asfloat(r0.y), asfloat(r0.x)));
    o0.x = asuint(min(asfloat(r0.x), 1.0f));
    r0.x = asuint(ddx(asfloat(v1.x)));
    o0.z = asuint(asfloat(r0.x) * 100.0f);
    r0.x = asuint(ddy(asfloat(v1.y)));
    o0.w = asuint(asfloat(r0.x) * 100.0f);
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
