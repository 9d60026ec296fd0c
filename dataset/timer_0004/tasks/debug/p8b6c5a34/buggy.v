module timer_0004_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       kick,
    input  wire       clear_fault,
    output wire [3:0] since_kick,
    output wire       window_open,
    output wire       wd_fault
);
    reg [3:0] cnt_r;
    reg fault_r;
    wire [3:0] cnt_d = rst ? 4'd0 :
                       kick ? 4'd0 :
                       (cnt_r != 4'd8) ? cnt_r + 4'd1 :
                       cnt_r[0];
    wire fault_d = rst ? 1'b0 :
                   (kick && cnt_r < 4'd3) ? 1'b1 :
                   (!kick && cnt_r == 4'd8) ? 1'b1 :
                   clear_fault ? 1'b0 :
                   fault_r;

    always @(posedge clk) begin
        cnt_r <= cnt_d;
        fault_r <= fault_d;
    end

    assign since_kick = cnt_r;
    assign window_open = cnt_r >= 4'd3 && cnt_r < 4'd8;
    assign wd_fault = fault_r;
endmodule
