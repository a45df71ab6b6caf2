// Decompiled by dxsm from ps_4_1 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    sample float4 COLOR0 : COLOR0;
    noperspective sample float2 TEXCOORD0 : TEXCOORD0;
    centroid float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 v3 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.SV_Position0);
    v1.xyzw = asuint(input.COLOR0);
    v2.xy = asuint(input.TEXCOORD0);
    v3.xyz = asuint(input.NORMAL0);
    r0.x = asuint(dot(asfloat(v3.xyz), asfloat(v3.xyz)));
    r0.x = asuint(rsqrt(asfloat(r0.x)));
    r0.zw = asuint(asfloat(r0.xx) * asfloat(v3.xy));
    r0.xy = v2.xy;
    o0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(v1.xyzw));
    {
        output.SV_Target0 = asfloat(o0.xyzw);
        return output;
    }
}
