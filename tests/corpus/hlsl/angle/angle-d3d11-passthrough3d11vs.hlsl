// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float2 POSITION0 : POSITION0;
    uint LAYER0 : LAYER0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    uint LAYER0 : LAYER0;
    float3 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 o2 = 0;
    v0.xy = input.POSITION0;
    v1.x = input.LAYER0;
    v2.xyz = input.TEXCOORD0;
    o0.xy = v0.xy;
    o0.zw = float2(0.0f, 1.0f);
    o1.x = v1.x;
    o2.xyz = v2.xyz;
    {
        output.SV_POSITION0 = o0.xyzw;
        output.LAYER0 = o1.x;
        output.TEXCOORD0 = o2.xyz;
        return output;
    }
}
