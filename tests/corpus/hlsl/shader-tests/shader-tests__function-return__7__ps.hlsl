// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float f;                           // Offset:    0 Size:     4
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
float f;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    r0.z = 0x3e4ccccdu;
    r1.z = 0x3f800000u;
    r0.x = (f >= 0.3f) ? 0xffffffffu : 0u;
    r1.xy = (f.xx < float2(0.7f, 0.3f)) ? 0xffffffffu : 0u;
    r0.w = (r1.x != 0u) ? ((r0.x != 0u) ? 0x3ecccccdu : 0x3dcccccdu) : 0x3dcccccdu;
    r1.w = asuint(asfloat(r0.w) + 0.5f);
    o0.zw = (r1.yy != 0u) ? r0.zw : r1.zw;
    r2.x = (r1.x != 0u) ? 0x3f000000u : 0x3e4ccccdu;
    r2.y = 0x3ecccccdu;
    r0.yz = (r1.xx != 0u) ? r2.xy : uint2(0x3f800000u, 0x3f666666u);
    o0.xy = (r0.xx != 0u) ? r0.yz : uint2(0x3e4ccccdu, 0x3dcccccdu);
    {
        output.sv_target0 = asfloat(o0.xyzw);
        return output;
    }
}
