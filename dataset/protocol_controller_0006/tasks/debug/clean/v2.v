module protocol_controller_0006_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg_r;
    reg [2:0] bitcnt_r;
    reg done_r;
    wire [7:0] shreg_d = rst ? 8'd0 :
                         (!cs_n && sclk_rise) ? {shreg_r[6:0], mosi} :
                         shreg_r;
    wire [2:0] bitcnt_d = rst ? 3'd0 :
                          cs_n ? 3'd0 :
                          sclk_rise ? bitcnt_r + 3'd1 :
                          bitcnt_r;
    wire done_d = rst ? 1'b0 :
                  (!cs_n && sclk_rise && bitcnt_r == 3'd7) ? 1'b1 :
                  done_r ? 1'b0 :
                  done_r;

    always @(posedge clk) begin
        shreg_r <= shreg_d;
        bitcnt_r <= bitcnt_d;
        done_r <= done_d;
    end

    assign rx_shift = shreg_r;
    assign bit_count = bitcnt_r;
    assign byte_done = done_r;
endmodule
