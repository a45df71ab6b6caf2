// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   struct
//   {
//       
//       row_major float2x2 m;          // Offset:    0
//
//   } a;                               // Offset:    0 Size:    24
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
struct T1 {
    row_major float2x2 m;
};
T1 a;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xy = a.m._m00_m01;
    o0.zw = a.m._m10_m11;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
