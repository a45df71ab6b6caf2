// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Params
// {
//
//   float3 u;                          // Offset:    0 Size:    12
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
    o0.x = min(max(asfloat(cb0[0].y), asfloat(cb0[0].x)), asfloat(cb0[0].z));
    o0.yz = min(max(asfloat(cb0[0].yx), float2(0.9f, -0.5f)), asfloat(cb0[0].zz));
    o0.w = 0.3f;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
