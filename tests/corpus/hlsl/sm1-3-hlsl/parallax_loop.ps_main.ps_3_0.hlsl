// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
sampler2D s0 : register(s0);
struct Input {
    float4 v0 : TEXCOORD0;
    float4 v1 : TEXCOORD1;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    precise float4 oC0 = 0;
    r0.xy = ddx(v0.xy);
    r0.zw = ddy(v0.xy);
    r1.x = 1.0 / v1.z;
    r1.xy = r1.xx * v1.xy;
    r1.xy = r1.xy * c0.xx;
    r1.zw = v0.xy;
    r2.x = float4(0.0, 1.0, -0.0625, 0.0625).y;
    [loop] for (int k0 = 0; k0 < 16; k0++) {
        r3.xyzw = (tex2Dgrad(s0, r1.zw, r0.xy, r0.zw)).xyzw;
        [branch] if (r3.x >= r2.x) {
            [branch] if (float4(0.0, 1.0, -0.0625, 0.0625).y != (-float4(0.0, 1.0, -0.0625, 0.0625).y)) break;
        }
        r2.x = r2.x + float4(0.0, 1.0, -0.0625, 0.0625).z;
        r1.zw = mad(r1.xy, (-float4(0.0, 1.0, -0.0625, 0.0625).ww), r1.zw);
    }
    oC0.z = r2.x;
    oC0.xy = r1.zw;
    oC0.w = float4(0.0, 1.0, -0.0625, 0.0625).y;
    output.oC0 = oC0.xyzw;
    return output;
}
