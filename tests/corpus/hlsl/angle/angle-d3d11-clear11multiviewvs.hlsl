// Decompiled by dxsm from vs_4_0 code.
static const uint4 icb[6] = { uint4(0xbf800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0xbf800000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0xbf800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0xbf800000u, 0x00000000u, 0x00000000u) };
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
    uint SV_InstanceID0 : SV_InstanceID0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    uint TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 r0 = 0;
    v0.x = input.SV_VertexID0;
    v1.x = input.SV_InstanceID0;
    r0.x = v0.x;
    o0.xy = icb[r0.x].xy;
    o0.zw = uint2(0x00000000u, 0x3f800000u);
    o1.x = v1.x;
    {
        output.SV_POSITION0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.x;
        return output;
    }
}
