// Decompiled by dxsm from vs_4_1 code.
static const uint4 icb[6] = { uint4(0xbf800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0xbf800000u, 0xbf800000u, 0x00000000u, 0x00000000u), uint4(0xbf800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0xbf800000u, 0x00000000u, 0x00000000u) };
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    v0.x = input.SV_VertexID0;
    o0.zw = uint2(0x00000000u, 0x3f800000u);
    r0.x = v0.x;
    o0.xy = icb[r0.x].xy;
    r0.y = asuint(1.0f + asfloat(icb[r0.x].x));
    r0.x = asuint(1.0f + (-asfloat(icb[r0.x].y)));
    o1.xy = asfloat(r0.yx) * float2(0.5f, 0.5f);
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.xy;
        return output;
    }
}
