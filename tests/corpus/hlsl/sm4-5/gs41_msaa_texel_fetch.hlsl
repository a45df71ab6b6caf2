// Decompiled by dxsm from gs_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_ms                              texture  float4        2dMS    0        1
// g_offsets                         texture  float4         buf    1        1
//
Texture2DMS<float4> g_ms : register(t0);
Buffer<float4> g_offsets : register(t1);
struct Input {
    float4 POSITION0 : POSITION0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
    uint SV_ViewportArrayIndex0 : SV_ViewportArrayIndex0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][1] = { (uint4)0, (uint4)0, (uint4)0 };
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 o2 = 0;
    precise uint4 r0 = 0;
    precise int4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    r0.xy = asuint(asint(((uint2)(vPrim))) & int2(63, 7));
    r0.z = vPrim >> (0x00000006u & 31u);
    r1.x = asint((vPrim >> (0x00000003u & 31u))) & 15;
    r0.w = 0x00000000u;
    r1.y = 0;
    [loop] while (true) {
        if (r1.y >= 3) { break; }
        o0.xyzw = ((g_offsets.Load((asint(vPrim) * 3 + r1.y))).xyzw + asfloat(vin[asuint(r1.y)][0].xyzw));
        o1.xyzw = (g_ms.Load(asint(r0.xz), r1.y)).xyzw;
        o2.x = r0.y;
        o2.y = asuint(r1.x);
        {
            Output output;
            output.SV_Position0 = o0.xyzw;
            output.COLOR0 = o1.xyzw;
            output.SV_RenderTargetArrayIndex0 = o2.x;
            output.SV_ViewportArrayIndex0 = o2.y;
            stream0.Append(output);
        }
        r1.y = r1.y + 1;
    }
    return;
}
