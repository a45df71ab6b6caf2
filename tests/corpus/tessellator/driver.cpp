// Our driver: runs Microsoft's reference tessellator (compiled from the
// DirectX-Specs repository, not committed) over a matrix of factors and
// prints, per case, the inputs (hex bits) and the output's counts and an
// FNV-1a 64 hash of the point bits and indices.
#include "/tmp/spec/tessellator.hpp"
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <cmath>
static uint64_t fnv(uint64_t h, uint32_t w){ for(int i=0;i<4;i++){ h^=(w>>(8*i))&0xff; h*=1099511628211ULL;} return h; }
static uint32_t bits(float f){ uint32_t u; memcpy(&u,&f,4); return u; }
static uint32_t rng=12345;
static uint32_t next(){ rng = rng*1664525u + 1013904223u; return rng>>8; }
static const float vals[] = {0.0f,-1.0f,NAN,0.25f,1.0f,1.00001f,1.0000153f,1.2f,1.5f,1.99f,2.0f,2.01f,2.5f,2.99f,3.0f,3.3f,3.5f,4.0f,4.5f,5.0f,5.75f,6.0f,7.25f,8.0f,9.5f,13.9f,15.0f,16.0f,17.0f,24.6f,31.5f,32.0f,33.3f,47.0f,62.9f,63.0f,63.5f,64.0f,70.0f,1e9f,INFINITY};
static const int NV = sizeof(vals)/sizeof(vals[0]);
int main(){
  const char* dn[]={"isoline","tri","quad"}; const char* pn[]={"integer","pow2","fractional_odd","fractional_even"}; const char* on[]={"point","line","triangle_cw","triangle_ccw"};
  CHWTessellator t;
  for(int d=0; d<3; d++) for(int p=0;p<4;p++){
    int nf = d==0?2:(d==1?4:6);
    for(int c=0;c<260;c++){
      float f[6];
      int o;
      if(d==0) o = (c%2)?1:0; else o = (c%5==3)?0:((c%5==4)?3:2);
      if(c < NV){ for(int k=0;k<nf;k++) f[k]=vals[c]; }
      else if(c < 2*NV){ // one value, insides different
        for(int k=0;k<nf;k++) f[k]=vals[c-NV]; f[nf-1]=vals[next()%NV]; if(nf==6) f[4]=vals[next()%NV];
      } else {
        for(int k=0;k<nf;k++){ uint32_t r=next(); f[k] = (r%3==0) ? vals[next()%NV] : (float)(next()%64000)/1000.0f; }
      }
      t.Init((D3D11_TESSELLATOR_PARTITIONING)p,(D3D11_TESSELLATOR_OUTPUT_PRIMITIVE)o);
      if(d==0) t.TessellateIsoLineDomain(f[0],f[1]);
      else if(d==1) t.TessellateTriDomain(f[0],f[1],f[2],f[3]);
      else t.TessellateQuadDomain(f[0],f[1],f[2],f[3],f[4],f[5]);
      int np=t.GetPointCount(), ni=t.GetIndexCount();
      DOMAIN_POINT* pts=t.GetPoints(); int* idx=t.GetIndices();
      uint64_t h=14695981039346656037ULL;
      for(int i=0;i<np;i++){ h=fnv(h,bits(pts[i].u)); h=fnv(h,bits(pts[i].v)); }
      for(int i=0;i<ni;i++) h=fnv(h,(uint32_t)idx[i]);
      printf("%s %s %s",dn[d],pn[p],on[o]);
      for(int k=0;k<nf;k++) printf(" %08x",bits(f[k]));
      printf(" %d %d %016llx\n",np,ni,(unsigned long long)h);
    }
  }
}
