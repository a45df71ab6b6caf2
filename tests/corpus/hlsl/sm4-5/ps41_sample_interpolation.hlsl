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
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    float4 v3 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    v2.xy = input.TEXCOORD0;
    v3.xyz = input.NORMAL0;
    r0.zw = (rsqrt(dot(v3.xyz, v3.xyz))).xx * v3.xy;
    r0.xy = v2.xy;
    o0.xyzw = r0.xyzw * v1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
