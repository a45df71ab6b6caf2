// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Q
// {
//
//   float g_levels;                    // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Q                                 cbuffer      NA          NA    0        1
//
cbuffer Q : register(b0) {
    float g_levels : packoffset(c0);
};
static const uint4 icb[16] = { uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x40000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41200000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41400000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x40800000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41600000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x40c00000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x40400000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41300000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41100000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41700000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x40e00000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x41500000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x40a00000u, 0x00000000u, 0x00000000u, 0x00000000u) };
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    r0.xy = asuint(asint((uint2)v0.xy) & int2(3, 3));
    r0.y = asuint(asint(r0.y) << (0x00000002u & 31u));
    r0.x = asuint(asint(r0.x) + asint(r0.y));
    o0.xyzw = floor(mad(v1.xyzw, g_levels.xxxx, ((0.5f + asfloat(icb[r0.x].x)) * 0.0625f).xxxx)) / g_levels.xxxx;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
