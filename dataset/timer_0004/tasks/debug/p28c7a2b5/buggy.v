module timer_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       kick,
    input  wire       clear_fault,
    output reg  [3:0] since_kick,
    output reg        window_open,
    output reg        wd_fault
);
    reg [3:0] cnt;
    reg fault;

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 4'd0;
            fault <= 1'b0;
        end else begin
            if (kick)
                cnt <= cnt + 4'd1;
            else if (cnt != 4'd8)
                cnt <= cnt + 4'd1;
            if (kick && cnt < 4'd3)
                fault <= 1'b1;
            else if (!kick && cnt == 4'd8)
                fault <= 1'b1;
            else if (clear_fault)
                fault <= 1'b0;
        end
    end

    always @* begin
        since_kick = cnt;
        window_open = cnt >= 4'd3 && cnt < 4'd8;
        wd_fault = fault;
    end
endmodule
