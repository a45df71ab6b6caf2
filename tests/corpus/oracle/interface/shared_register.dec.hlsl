// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Frame
// {
//
//   float4x4 g_viewProj;               // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Frame                             cbuffer      NA          NA    0        1
//
cbuffer Frame : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
struct Input {
    float4 POSITION0 : POSITION0;
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    uint TEXCOORD1 : TEXCOORD1;
    nointerpolation float TEXCOORD3 : TEXCOORD3;
    float4 TEXCOORD2 : TEXCOORD2;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    int4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise float4 o3 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.POSITION0;
    v1.x = asint(input.SV_VertexID0);
    o0.x = dot(v0.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(v0.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(v0.xyzw, g_viewProj._m02_m12_m22_m32);
    r0.x = dot(v0.xyzw, g_viewProj._m03_m13_m23_m33);
    o0.w = r0.x;
    o2.y = asuint(r0.x * 0.5f);
    o1.xy = v0.xy;
    {
        int p0 = v1.x * 3;
        o2.x = asuint(p0);
    }
    o3.xyzw = v0.zwxy;
    {
        output.SV_Position0 = o0.xyzw;
        output.TEXCOORD0 = o1.xy;
        output.TEXCOORD1 = o2.x;
        output.TEXCOORD3 = asfloat(o2.y);
        output.TEXCOORD2 = o3.xyzw;
        return output;
    }
}
