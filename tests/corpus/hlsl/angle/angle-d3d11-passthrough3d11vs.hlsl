// Decompiled by dxsm from vs_4_0 code.
struct Input {
    float2 v0_x : POSITION0;
    uint v1_x : LAYER0;
    float3 v2_x : TEXCOORD0;
};
struct Output {
    float4 o0_x : SV_POSITION0;
    uint o1_x : LAYER0;
    float3 o2_x : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    v0.xy = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    v2.xyz = asuint(input.v2_x);
    o0.xy = v0.xy;
    o0.zw = uint2(0x00000000u, 0x3f800000u);
    o1.x = v1.x;
    o2.xyz = v2.xyz;
    {
            output.o0_x = asfloat(o0.xyzw);
            output.o1_x = (o1.x);
            output.o2_x = asfloat(o2.xyz);
            return output;
        }
}
