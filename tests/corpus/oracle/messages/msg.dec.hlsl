// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer C
// {
//
//   float4 g;                          // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// C                                 cbuffer      NA          NA    0        1
//
cbuffer C : register(b0) {
    float4 g : packoffset(c0);
};
struct Input {
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    v0.xyzw = input.TEXCOORD0;
    r0.xyzw = v0.xxxx * g.xxxx;
    if (r0.w == 2.0f) {
        abort();
    }
    if (1.0f < r0.w) {
        printf("%0 is fine!", r0.w);
    } else {
        printf("%0 is not %1 fine!", r0.w, v0.y);
    }
    if (3.0f < v0.z) {
        errorf("%0 is invalid", r0.w);
    }
    o0.xyzw = r0.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
