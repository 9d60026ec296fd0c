module hidden_0013_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire raw,
    output wire clean
);
    reg [2:0] run;
    reg level;
    reg [2:0] run_next;
    reg level_next;

    always @* begin
        if (raw == level)
            run_next = 3'd0;
        else if (run == 3'd3)
            run_next = 3'd1;
        else if (raw != level)
            run_next = run + 3'd1;
        else
            run_next = run;
    end

    always @* begin
        if (raw != level && run == 3'd3)
            level_next = raw;
        else
            level_next = level;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            level <= 1'b0;
        end else begin
            run <= run_next;
            level <= level_next;
        end
    end

    assign clean = level;
endmodule
