// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float4 color;                      // Offset:    0 Size:    16
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
float4 color;
struct Input {
};
struct Output {
    float4 SV_target0 : SV_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    o0.xzw = (-(color.xzw + float3(-0.6f, 0.2f, 0.4f)));
    o0.y = (-color.y);
    {
        output.SV_target0 = o0.xyzw;
        return output;
    }
}
