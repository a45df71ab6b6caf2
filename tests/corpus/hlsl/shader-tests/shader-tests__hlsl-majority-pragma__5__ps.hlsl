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
//       float2x2 m;                    // Offset:    0
//
//   } a;                               // Offset:    0 Size:    24
//   float2x2 b;                        // Offset:   32 Size:    24
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
    column_major float2x2 m;
};
T1 a;
column_major float2x2 b[1];
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.x = a.m._m00;
    o0.y = a.m._m01;
    o0.z = b[0]._m00;
    o0.w = b[0]._m01;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
