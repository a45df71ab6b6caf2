// Decompiled by dxsm from gs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbMultiPerFrameFrame
// {
//
//   float4x4 mWorldViewProj;           // Offset:    0 Size:    64 [unused]
//   float4x4 mWorldView;               // Offset:   64 Size:    64 [unused]
//   float4x4 mWorld;                   // Offset:  128 Size:    64 [unused]
//   float4x4 mView;                    // Offset:  192 Size:    64 [unused]
//   float4x4 mProj;                    // Offset:  256 Size:    64
//   float3 vEye;                       // Offset:  320 Size:    12 [unused]
//
// }
//
// cbuffer cbPerCubeRender
// {
//
//   float4x4 g_mViewCM[6];             // Offset:    0 Size:   384
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// cbMultiPerFrameFrame              cbuffer      NA          NA    0        1
// cbPerCubeRender                   cbuffer      NA          NA    1        1
//
cbuffer cbMultiPerFrameFrame : register(b0) {
    column_major float4x4 mWorldViewProj : packoffset(c0);
    column_major float4x4 mWorldView : packoffset(c4);
    column_major float4x4 mWorld : packoffset(c8);
    column_major float4x4 mView : packoffset(c12);
    column_major float4x4 mProj : packoffset(c16);
    float3 vEye : packoffset(c20);
};
cbuffer CB1 : register(b1) { uint4 cb1[24]; };
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(18)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_POSITION0);
    vin[1][0].xyzw = asuint(input[1].SV_POSITION0);
    vin[2][0].xyzw = asuint(input[2].SV_POSITION0);
    vin[0][1].xy = asuint(input[0].TEXCOORD0);
    vin[1][1].xy = asuint(input[1].TEXCOORD0);
    vin[2][1].xy = asuint(input[2].TEXCOORD0);
    r0.x = 0;
    [loop] while (true) {
        if (r0.x >= 6) { break; }
        r0.y = r0.x << (0x00000002u & 31u);
        r0.z = 0;
        [loop] while (true) {
            if (r0.z >= 3) { break; }
            r1.x = dot(asfloat(vin[asuint(r0.z)][0].xyzw), asfloat(cb1[asuint(r0.y)].xyzw));
            r1.y = dot(asfloat(vin[asuint(r0.z)][0].xyzw), asfloat(cb1[asuint(r0.y) + 1].xyzw));
            r1.z = dot(asfloat(vin[asuint(r0.z)][0].xyzw), asfloat(cb1[asuint(r0.y) + 2].xyzw));
            r1.w = dot(asfloat(vin[asuint(r0.z)][0].xyzw), asfloat(cb1[asuint(r0.y) + 3].xyzw));
            r0.w = asint(dot(r1.xyzw, mProj._m00_m10_m20_m30));
            r2.x = dot(r1.xyzw, mProj._m01_m11_m21_m31);
            r2.y = dot(r1.xyzw, mProj._m02_m12_m22_m32);
            o0.x = asuint(r0.w);
            o0.y = asuint(r2.x);
            o0.z = asuint(r2.y);
            o0.w = asuint(dot(r1.xyzw, mProj._m03_m13_m23_m33));
            o1.xy = vin[asuint(r0.z)][1].xy;
            o2.x = asuint(r0.x);
            {
                Output output;
                output.SV_POSITION0 = asfloat(o0.xyzw);
                output.TEXCOORD0 = asfloat(o1.xy);
                output.SV_RenderTargetArrayIndex0 = o2.x;
                stream0.Append(output);
            }
            r0.z = r0.z + 1;
        }
        stream0.RestartStrip();
        r0.x = r0.x + 1;
    }
    return;
}
