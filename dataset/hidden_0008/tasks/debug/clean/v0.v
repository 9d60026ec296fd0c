module hidden_0008_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire beat,
    output wire alarm
);
    reg [1:0] gap;
    reg lost;
    reg primed;
    reg [1:0] gap_next;
    reg lost_next;
    reg primed_next;

    always @* begin
        if (beat)
            gap_next = 2'd0;
        else if (gap != 2'd3)
            gap_next = gap + 2'd1;
        else
            gap_next = gap;
    end

    always @* begin
        if (!beat && gap == 2'd3)
            lost_next = 1'b1;
        else if (beat && primed)
            lost_next = 1'b0;
        else
            lost_next = lost;
    end

    always @* begin
        if (lost && beat)
            primed_next = 1'b1;
        else if (primed)
            primed_next = 1'b0;
        else
            primed_next = primed;
    end

    always @(posedge clk) begin
        if (rst) begin
            gap <= 2'd0;
            lost <= 1'b0;
            primed <= 1'b0;
        end else begin
            gap <= gap_next;
            lost <= lost_next;
            primed <= primed_next;
        end
    end

    assign alarm = lost;
endmodule
