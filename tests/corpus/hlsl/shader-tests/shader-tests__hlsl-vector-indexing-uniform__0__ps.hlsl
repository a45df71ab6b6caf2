// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float i;                           // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
float i;
static const uint4 icb[4] = { uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x3f800000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x3f800000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x3f800000u) };
struct Input {
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    r0.x = (uint)i;
    o0.y = dot(float4(0.5f, 0.4f, 0.3f, 0.2f), asfloat(icb[r0.x].xyzw));
    o0.xzw = float3(0.5f, 0.8f, 0.2f);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
