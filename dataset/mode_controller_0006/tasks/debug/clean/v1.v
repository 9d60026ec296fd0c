module mode_controller_0006_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       activity,
    input  wire [1:0] idle_limit,
    output reg  [1:0] power_state,
    output reg  [2:0] idle_cycles,
    output reg        clk_gated
);
    reg [2:0] idle;
    reg [1:0] pstate;

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            pstate <= 2'd0;
        end else begin
            if (activity)
                idle <= 3'd0;
            else if (idle != 3'd7)
                idle <= idle + 3'd1;
            if (activity)
                pstate <= 2'd0;
            else if (pstate == 2'd0 && idle >= {1'b0, idle_limit})
                pstate <= 2'd1;
            else if (pstate == 2'd1 && idle >= {idle_limit, 1'b0})
                pstate <= 2'd2;
        end
    end

    always @* begin
        power_state = pstate;
        idle_cycles = idle;
        clk_gated = pstate != 2'd0;
    end
endmodule
