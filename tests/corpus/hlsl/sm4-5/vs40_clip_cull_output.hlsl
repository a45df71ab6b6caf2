// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Clip
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//   float4 g_planes[4];                // Offset:   64 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Clip                              cbuffer      NA          NA    0        1
//
cbuffer Clip : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
    float4 g_planes[4] : packoffset(c4);
};
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 SV_ClipDistance0 : SV_ClipDistance0;
    float2 SV_CullDistance0 : SV_CullDistance0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.POSITION0;
    o0.x = dot(v0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, g_viewProj._m02_m12_m22_m32);
    r0.x = dot(v0.xyzw, g_viewProj._m03_m13_m23_m33);
    o0.w = r0.x;
    o1.x = dot(v0.xyzw, g_planes[0].xyzw);
    o1.y = dot(v0.xyzw, g_planes[1].xyzw);
    o1.z = dot(v0.xyzw, g_planes[2].xyzw);
    o1.w = dot(v0.xyzw, g_planes[3].xyzw);
    o2.x = r0.x + -0.1f;
    o2.y = (-r0.x) + 1000.0f;
    {
        output.SV_Position0 = o0.xyzw;
        output.SV_ClipDistance0 = o1.xyzw;
        output.SV_CullDistance0 = o2.xy;
        return output;
    }
}
