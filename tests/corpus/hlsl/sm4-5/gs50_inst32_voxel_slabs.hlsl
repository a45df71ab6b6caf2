// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Voxel
// {
//
//   float4x4 g_ortho;                  // Offset:    0 Size:    64
//   float4 g_grid;                     // Offset:   64 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Voxel                             cbuffer      NA          NA    0        1
//
cbuffer Voxel : register(b0) {
    column_major float4x4 g_ortho : packoffset(c0);
    float4 g_grid : packoffset(c4);
};
struct Input {
    float4 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float DEPTH0 : DEPTH0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(32)]
[instance(32)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    precise float4 r4 = 0;
    precise int4 r5 = 0;
    precise float4 r6 = 0;
    vin[0][0].xyzw = asuint(input[0].WORLDPOS0);
    vin[1][0].xyzw = asuint(input[1].WORLDPOS0);
    vin[2][0].xyzw = asuint(input[2].WORLDPOS0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    r0.x = asuint((float)vGSInstanceID.x);
    r0.z = asuint((float)asuint((asint(vGSInstanceID.x) + 1)));
    r0.yz = asuint(asfloat(r0.xz) * float2(0.03125f, 0.03125f));
    r1.z = dot(asfloat(vin[0][0].xyzw), g_ortho._m02_m12_m22_m32);
    r2.z = dot(asfloat(vin[1][0].xyzw), g_ortho._m02_m12_m22_m32);
    r3.z = dot(asfloat(vin[2][0].xyzw), g_ortho._m02_m12_m22_m32);
    r0.w = asuint(min(min(r2.z, r3.z), r1.z));
    r0.y = (max(r1.z, max(r2.z, r3.z)) < asfloat(r0.y)) ? 0xffffffffu : 0u;
    r0.z = (asfloat(r0.z) < asfloat(r0.w)) ? 0xffffffffu : 0u;
    if (asuint((asint(r0.z) | asint(r0.y))) != 0u) {
        return;
    }
    r1.x = dot(asfloat(vin[0][0].xyzw), g_ortho._m00_m10_m20_m30);
    r1.y = dot(asfloat(vin[0][0].xyzw), g_ortho._m01_m11_m21_m31);
    r1.w = dot(asfloat(vin[0][0].xyzw), g_ortho._m03_m13_m23_m33);
    r2.x = dot(asfloat(vin[1][0].xyzw), g_ortho._m00_m10_m20_m30);
    r2.y = dot(asfloat(vin[1][0].xyzw), g_ortho._m01_m11_m21_m31);
    r2.w = dot(asfloat(vin[1][0].xyzw), g_ortho._m03_m13_m23_m33);
    r3.x = dot(asfloat(vin[2][0].xyzw), g_ortho._m00_m10_m20_m30);
    r3.y = dot(asfloat(vin[2][0].xyzw), g_ortho._m01_m11_m21_m31);
    r3.w = dot(asfloat(vin[2][0].xyzw), g_ortho._m03_m13_m23_m33);
    r0.y = asuint((int)g_grid.x);
    r0.z = asuint(mad((-asfloat(r0.x)), 0.03125f, r1.z));
    r0.w = asuint(mad((-asfloat(r0.x)), 0.03125f, r2.z));
    r0.x = asuint(mad((-asfloat(r0.x)), 0.03125f, r3.z));
    r0.xzw = asuint(saturate(asfloat(r0.xzw) * float3(32.0f, 32.0f, 32.0f)));
    r4.xzw = float3(0.0f, 0.0f, 0.0f);
    r5.x = 0;
    [loop] while (true) {
        r5.y = asint((r5.x < asint(r0.y)) ? 0xffffffffu : 0u);
        r5.z = asint((r5.x < 10) ? 0xffffffffu : 0u);
        if ((r5.z & r5.y) == 0) { break; }
        r4.y = (float)r5.x * g_grid.y;
        o0.xyzw = (r1.xyzw + r4.xyzw);
        o1.xyz = vin[0][1].xyz;
        o1.w = r0.z;
        o2.x = vGSInstanceID.x;
        {
            Output output;
            output.SV_Position0 = o0.xyzw;
            output.NORMAL0 = asfloat(o1.xyz);
            output.DEPTH0 = asfloat(o1.w);
            output.SV_RenderTargetArrayIndex0 = o2.x;
            stream0.Append(output);
        }
        o0.xyzw = (r2.xyzw + r4.xyzw);
        o1.xyz = vin[1][1].xyz;
        o1.w = r0.w;
        o2.x = vGSInstanceID.x;
        {
            Output output;
            output.SV_Position0 = o0.xyzw;
            output.NORMAL0 = asfloat(o1.xyz);
            output.DEPTH0 = asfloat(o1.w);
            output.SV_RenderTargetArrayIndex0 = o2.x;
            stream0.Append(output);
        }
        o0.xyzw = (r3.xyzw + r4.xyzw);
        o1.xyz = vin[2][1].xyz;
        o1.w = r0.x;
        o2.x = vGSInstanceID.x;
        {
            Output output;
            output.SV_Position0 = o0.xyzw;
            output.NORMAL0 = asfloat(o1.xyz);
            output.DEPTH0 = asfloat(o1.w);
            output.SV_RenderTargetArrayIndex0 = o2.x;
            stream0.Append(output);
        }
        stream0.RestartStrip();
        r5.x = r5.x + 1;
    }
    return;
}
