// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Params
// {
//
//   float4 u;                          // Offset:    0 Size:    16
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
    o0.xy = max(asfloat(cb0[0].zw), asfloat(cb0[0].xy));
    o0.zw = max(asfloat(cb0[0].xy), float2(-0.1f, 0.2f));
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
