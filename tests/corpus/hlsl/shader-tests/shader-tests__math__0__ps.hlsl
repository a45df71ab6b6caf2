// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Params
// {
//
//   float4 a;                          // Offset:    0 Size:    16
//   float2 b;                          // Offset:   16 Size:     8
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
cbuffer CB0 : register(b0) { uint4 cb0[2]; };
struct Input {
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    r0.x = (asfloat(cb0[0].w) * asfloat(cb0[1].y)) / asfloat(cb0[1].x);
    r0.y = asfloat(cb0[0].z) / (-asfloat(cb0[0].y));
    o0.y = r0.y + r0.x;
    r0.x = mad(asfloat(cb0[0].w), asfloat(cb0[1].x), (-(asfloat(cb0[1].y) / asfloat(cb0[0].z))));
    r0.y = asfloat(cb0[0].x) + -1.0f;
    r0.z = r0.y / (-asfloat(cb0[0].y));
    o0.z = (r0.y + asfloat(cb0[0].y)) + (-asfloat(cb0[0].z));
    o0.x = r0.z + r0.x;
    o0.w = (asfloat(cb0[0].w) / asfloat(cb0[1].x)) / asfloat(cb0[0].z);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
