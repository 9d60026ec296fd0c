module hidden_0057_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire err,
    input  wire clr,
    output wire alarm
);
    reg [2:0] run;
    reg latched;
    reg [2:0] run_next;
    reg latched_next;

    always @* begin
        if (clr)
            run_next = 3'd0;
        else if (!err)
            run_next = 3'd0;
        else if (run != 3'd4)
            run_next = run + 3'd1;
        else
            run_next = run;
    end

    always @* begin
        if (clr)
            latched_next = 1'b0;
        else if (err && run == 3'd3)
            latched_next = 1'b1;
        else
            latched_next = latched;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            latched <= 1'b0;
        end else begin
            run <= run_next;
            latched <= latched_next;
        end
    end

    assign alarm = latched;
endmodule
