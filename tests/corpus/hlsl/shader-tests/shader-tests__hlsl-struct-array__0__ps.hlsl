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
//       float p;                       // Offset:    0
//       float q;                       // Offset:    4
//
//   } colours[3];                      // Offset:    0 Size:    40
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
    float p;
    float q;
};
T1 colours[3];
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.x = colours[0].q;
    o0.y = colours[1].p;
    o0.zw = float2(colours[2].q, colours[2].p);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
