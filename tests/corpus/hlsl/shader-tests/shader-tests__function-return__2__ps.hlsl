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
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    r0.y = 0x3f000000u;
    r1.xyz = (f.xxx < float3(0.3f, 0.7f, 0.5f)) ? 0xffffffffu : 0u;
    r0.xzw = (r1.yzz != 0u) ? uint3(0x3ecccccdu, 0x3f000000u, 0x3e4ccccdu) : uint3(0x3dcccccdu, 0x3e99999au, 0x3ecccccdu);
    r1.xz = (r1.xx != 0u) ? uint2(0x3e4ccccdu, 0x3dcccccdu) : r0.yx;
    r0.xy = (r1.yy != 0u) ? r1.xz : uint2(0x3f333333u, 0x3f19999au);
    o0.xyzw = asfloat(r0.xyzw) + float4(0.1f, 0.1f, 0.1f, 0.1f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
