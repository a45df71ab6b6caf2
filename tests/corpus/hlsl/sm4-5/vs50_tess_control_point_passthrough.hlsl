// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Obj
// {
//
//   float4x4 g_world;                  // Offset:    0 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Obj                               cbuffer      NA          NA    0        1
//
cbuffer Obj : register(b0) {
    column_major float4x4 g_world : packoffset(c0);
};
struct Input {
    float3 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float3 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    precise float4 r0 = 0;
    v0.xyz = input.POSITION0;
    v1.xyz = input.NORMAL0;
    v2.xy = input.TEXCOORD0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, g_world._m00_m10_m20_m30);
    o0.y = dot(r0.xyzw, g_world._m01_m11_m21_m31);
    o0.z = dot(r0.xyzw, g_world._m02_m12_m22_m32);
    o1.x = dot(v1.xyz, g_world._m00_m10_m20);
    o1.y = dot(v1.xyz, g_world._m01_m11_m21);
    o1.z = dot(v1.xyz, g_world._m02_m12_m22);
    o2.xy = v2.xy;
    {
        output.WORLDPOS0 = o0.xyz;
        output.NORMAL0 = o1.xyz;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
