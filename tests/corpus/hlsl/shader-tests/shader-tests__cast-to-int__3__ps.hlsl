// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Params
// {
//
//   float2 u;                          // Offset:    0 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Params                           cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[1]; };
struct Input {
};
struct Output {
    int4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise int4 o0 = 0;
    o0.xy = (int2)asfloat(cb0[0].xy);
    o0.zw = asint(uint2(0x7fffffffu, 0x80000000u));
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
