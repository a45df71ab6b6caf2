// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Sprites
// {
//
//   float4 g_rect[32];                 // Offset:    0 Size:   512
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sprites                           cbuffer      NA          NA    0        1
//
cbuffer Sprites : register(b0) {
    float4 g_rect[32] : packoffset(c0);
};
static const uint4 icb[8] = { uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x00000000u, 0x3f800000u, 0x00000000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x3f800000u), uint4(0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u) };
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    v0.x = input.SV_VertexID0;
    o0.zw = float2(0.0f, 1.0f);
    {
        uint p0 = v0.x / 0x00000006u;
        uint p1 = v0.x % 0x00000006u;
        r0.x = asint(p0);
        r1.x = p1;
    }
    o0.xy = mad(asfloat(icb[r1.x].xy), g_rect[asuint(r0.x)].zw, g_rect[asuint(r0.x)].xy);
    o1.xy = icb[r1.x].xy;
    r0.x = r0.x & 3;
    o2.xyz = icb[asuint(r0.x) + 4].zyw;
    o2.w = 0x3f800000u;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = asfloat(o1.xy);
        output.COLOR0 = asfloat(o2.xyzw);
        return output;
    }
}
