// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c24 : register(c24);
float4 c26 : register(c26);
bool b0 : register(b0);
bool b5 : register(b5);
bool b12 : register(b12);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
void l76();
void l107();
void l120();
void l564();
void l939();
void l1155();
void l1238();
void l1294();
void l1347();
void l1406();
void l1584();
void l2011();
void l76() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l107() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
void l120() {
    r0.xyzw = r0.xyzw + c26.xyzw;
}
void l564() {
    r0.xyzw = r0.xyzw + c26.xyzw;
}
void l939() {
    r1.xyzw = r1.xyzw + r0.xyzw;
}
void l1155() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1238() {
    r0.xyzw = r0.xyzw + c22.xyzw;
}
void l1294() {
    r0.xyzw = r0.xyzw + c21.xyzw;
}
void l1347() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1406() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
void l1584() {
    r0.xyzw = max(r0.xyzw, r1.xyzw);
}
void l2011() {
    r0.x = dot(r0.xyzw, r1.xyzw);
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    r0.xyzw = r0.xyzw + c24.xyzw;
    [branch] if (true) l76();
    [branch] if (false) l107();
    [branch] if (b12) l120();
    [branch] if (true) l564();
    [branch] if (false) l939();
    [branch] if (false) l1155();
    [branch] if (false) l1238();
    [branch] if (true) l1294();
    [branch] if (false) l1347();
    [branch] if (false) l1406();
    [branch] if (true) l1584();
    [branch] if (false) l2011();
    [branch] if (false) l76();
    [branch] if (true) l107();
    [branch] if (b0) l120();
    [branch] if (b5) l564();
    [branch] if (true) l939();
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
