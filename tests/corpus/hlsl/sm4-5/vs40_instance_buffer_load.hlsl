// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Cam
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
// g_instances                       texture  float4         buf    0        1
// Cam                               cbuffer      NA          NA    0        1
//
cbuffer Cam : register(b0) {
    column_major float4x4 g_viewProj : packoffset(c0);
};
Buffer<float4> g_instances : register(t0);
struct Input {
    float3 POSITION0 : POSITION0;
    uint SV_InstanceID0 : SV_InstanceID0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    int4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    v0.xyz = input.POSITION0;
    v1.x = asint(input.SV_InstanceID0);
    r0.x = asuint(v1.x << (0x00000002u & 31u));
    r1.xyzw = (g_instances.Load(asint(r0.x))).xyzw;
    r0.xyz = asuint(asint(r0.xxx) + int3(1, 2, 3));
    r2.xyz = v0.xyz;
    r2.w = 1.0f;
    r1.x = dot(r2.xyzw, r1.xyzw);
    r1.y = dot(r2.xyzw, (g_instances.Load(asint(r0.x))).xyzw);
    o1.xyzw = (g_instances.Load(asint(r0.z))).xyzw;
    r1.z = dot(r2.xyzw, (g_instances.Load(asint(r0.y))).xyzw);
    r1.w = 1.0f;
    o0.x = dot(r1.xyzw, g_viewProj._m00_m10_m20_m30);
    o0.y = dot(r1.xyzw, g_viewProj._m01_m11_m21_m31);
    o0.z = dot(r1.xyzw, g_viewProj._m02_m12_m22_m32);
    o0.w = dot(r1.xyzw, g_viewProj._m03_m13_m23_m33);
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        return output;
    }
}
