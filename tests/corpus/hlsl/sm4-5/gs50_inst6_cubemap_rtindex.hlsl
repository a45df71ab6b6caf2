// Decompiled by dxsm from gs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer CubeFaces
// {
//
//   float4x4 g_faceViewProj[6];        // Offset:    0 Size:   384
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// CubeFaces                         cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[24]; };
struct Input {
    float4 WORLDPOS0 : WORLDPOS0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 NORMAL0 : NORMAL0;
    float2 TEXCOORD0 : TEXCOORD0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(3)]
[instance(6)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vGSInstanceID : SV_GSInstanceID) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 o3 = 0;
    precise int4 r0 = 0;
    precise float4 r1 = 0;
    vin[0][0].xyzw = asuint(input[0].WORLDPOS0);
    vin[1][0].xyzw = asuint(input[1].WORLDPOS0);
    vin[2][0].xyzw = asuint(input[2].WORLDPOS0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    vin[0][2].xy = asuint(input[0].TEXCOORD0);
    vin[1][2].xy = asuint(input[1].TEXCOORD0);
    vin[2][2].xy = asuint(input[2].TEXCOORD0);
    r0.x = asint(vGSInstanceID.x) << (0x00000002u & 31u);
    r0.y = 0;
    [loop] while (true) {
        if (r0.y >= 3) { break; }
        o0.x = asuint(dot(asfloat(vin[asuint(r0.y)][0].xyzw), asfloat(cb0[asuint(r0.x)].xyzw)));
        o0.y = asuint(dot(asfloat(vin[asuint(r0.y)][0].xyzw), asfloat(cb0[asuint(r0.x) + 1].xyzw)));
        o0.z = asuint(dot(asfloat(vin[asuint(r0.y)][0].xyzw), asfloat(cb0[asuint(r0.x) + 2].xyzw)));
        o0.w = asuint(dot(asfloat(vin[asuint(r0.y)][0].xyzw), asfloat(cb0[asuint(r0.x) + 3].xyzw)));
        o1.xyz = vin[asuint(r0.y)][1].xyz;
        o2.xy = vin[asuint(r0.y)][2].xy;
        o3.x = vGSInstanceID.x;
        {
            Output output;
            output.SV_Position0 = asfloat(o0.xyzw);
            output.NORMAL0 = asfloat(o1.xyz);
            output.TEXCOORD0 = asfloat(o2.xy);
            output.SV_RenderTargetArrayIndex0 = o3.x;
            stream0.Append(output);
        }
        r0.y = r0.y + 1;
    }
    return;
}
