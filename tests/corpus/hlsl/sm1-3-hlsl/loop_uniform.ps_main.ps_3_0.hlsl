// Decompiled by dxsm from ps_3_0 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c10 : register(c10);
float4 c11 : register(c11);
float4 c12 : register(c12);
float4 c13 : register(c13);
float4 c14 : register(c14);
float4 c15 : register(c15);
int4 i0 : register(i0);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    float4 r0 = 0;
    float4 r1 = 0;
    float4 r2 = 0;
    float4 r3 = 0;
    float4 r4 = 0;
    float4 r5 = 0;
    float4 v0 = input.v0;
    float4 oC0 = 0;
    r0.xyzw = float4(0.0, 1.0, 2.0, 3.0).xxxx;
    r1.x = float4(0.0, 1.0, 2.0, 3.0).x;
    [loop] for (int k0 = 0; k0 < i0.x; k0++) {
        r2.xyzw = r1.xxxx + (-float4(0.0, 1.0, 2.0, 3.0).xyzw);
        r3.xyzw = r1.xxxx + float4(-4.0, -5.0, -6.0, -7.0).xyzw;
        r4.x = float4(0.0, 1.0, 2.0, 3.0).x;
        r5.xyzw = ((-abs(r2.xxxx)) >= 0.0) ? c8.xyzw : r4.xxxx;
        r5.xyzw = ((-abs(r2.yyyy)) >= 0.0) ? c9.xyzw : r5.xyzw;
        r5.xyzw = ((-abs(r2.zzzz)) >= 0.0) ? c10.xyzw : r5.xyzw;
        r5.xyzw = ((-abs(r2.wwww)) >= 0.0) ? c11.xyzw : r5.xyzw;
        r5.xyzw = ((-abs(r3.xxxx)) >= 0.0) ? c12.xyzw : r5.xyzw;
        r5.xyzw = ((-abs(r3.yyyy)) >= 0.0) ? c13.xyzw : r5.xyzw;
        r5.xyzw = ((-abs(r3.zzzz)) >= 0.0) ? c14.xyzw : r5.xyzw;
        r5.xyzw = ((-abs(r3.wwww)) >= 0.0) ? c15.xyzw : r5.xyzw;
        r1.yzw = ((-abs(r2.xxx)) >= 0.0) ? c0.xyz : r4.xxx;
        r1.yzw = ((-abs(r2.yyy)) >= 0.0) ? c1.xyz : r1.yzw;
        r1.yzw = ((-abs(r2.zzz)) >= 0.0) ? c2.xyz : r1.yzw;
        r1.yzw = ((-abs(r2.www)) >= 0.0) ? c3.xyz : r1.yzw;
        r1.yzw = ((-abs(r3.xxx)) >= 0.0) ? c4.xyz : r1.yzw;
        r1.yzw = ((-abs(r3.yyy)) >= 0.0) ? c5.xyz : r1.yzw;
        r1.yzw = ((-abs(r3.zzz)) >= 0.0) ? c6.xyz : r1.yzw;
        r1.yzw = ((-abs(r3.www)) >= 0.0) ? c7.xyz : r1.yzw;
        r1.y = saturate(dot(v0.xyz, r1.yzw));
        r0.xyzw = mad(r5.xyzw, r1.yyyy, r0.xyzw);
        r1.x = r1.x + float4(0.0, 1.0, 2.0, 3.0).y;
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
