module protocol_controller_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       send,
    input  wire       ret_valid,
    input  wire [1:0] ret_count,
    output reg  [3:0] credits,
    output wire       send_ok,
    output wire       low_credit
);
    reg [3:0] credits_next;

    always @* begin
        if (send && credits != 4'd0 && ret_valid)
            credits_next = credits + {2'b00, ret_count} - 4'd1;
        else if (send && credits != 4'd0)
            credits_next = credits - 4'd1;
        else if (ret_valid)
            credits_next = credits + 4'd1;
        else
            credits_next = credits;
    end

    always @(posedge clk) begin
        if (rst) begin
            credits <= 4'd8;
        end else begin
            credits <= credits_next;
        end
    end

    assign send_ok = send && credits != 4'd0;
    assign low_credit = credits < 4'd3;
endmodule
