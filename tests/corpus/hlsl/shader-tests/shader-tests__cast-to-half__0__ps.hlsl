// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Params
// {
//
//   int i;                             // Offset:    0 Size:     4
//   uint u;                            // Offset:    4 Size:     4
//   bool b;                            // Offset:    8 Size:     4
//   float f;                           // Offset:   12 Size:     4
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
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    o0.x = (float)asint(cb0[0].x) + 1.5f;
    o0.y = (float)cb0[0].y + -2.5f;
    o0.z = (cb0[0].z != 0u) ? 0.5f : 0.0f;
    o0.w = asfloat(cb0[0].w);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
